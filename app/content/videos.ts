// Sample values: these public BibleProject videos stand in until the church adds its own vision animation and "Who is Jesus?" video.

type PageVideo = { id: string; title: string }

export const visionVideo: PageVideo = { id: 'XIb_dCIxzr0', title: 'BibleProject: an animated overview of Luke 1–9' }

export const jesusVideo: PageVideo = { id: 'HGHqu9-DtXk', title: 'BibleProject: an animated overview of the Gospel of Mark' }

/** The decorative artwork a team or a programme shows, by the name its document chose. */
export const teamArtwork = (name: string) => `/images/teams/${name}.svg`

export const programmeArtwork = (name: string) => `/images/community/${name}.svg`

// Sample values: every external address below is a placeholder for the church to replace with its own.

export const externalLinks = {
  onlineChurch: 'https://online.craycommunitychurch.org.uk',
  zoomMeeting: 'https://zoom.us/j/0000000000',
  youtubeChannel: 'https://www.youtube.com/@craycommunitychurch',
  giveOnline: 'https://www.justgiving.com/campaign/craycommunitychurch',
  foodbank: 'https://bromleyborough.foodbank.org.uk',
  facebook: 'https://www.facebook.com/craycommunitychurch',
  instagram: 'https://www.instagram.com/craycommunitychurch',
  spotify: 'https://open.spotify.com/show/craycommunitychurch',
  applePodcasts: 'https://podcasts.apple.com/gb/podcast/craycommunitychurch',
  youtubeServicesPlaylist: 'https://www.youtube.com/@craycommunitychurch/playlists',
  facebookGroup: 'https://www.facebook.com/groups/craycommunitychurch',
  bibleAppCommunity: 'https://www.bible.com/organizations/craycommunitychurch',
  worshipPlaylist: 'https://open.spotify.com/playlist/craycommunitychurchsundays',
  kidsWorshipPlaylist: 'https://open.spotify.com/playlist/craycommunitychurchkids',
  devotions: 'https://www.ucb.co.uk/word-for-today',
  churchHolidayBooking: 'https://craycommunitychurch.churchsuite.com/events',
} as const

import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'

/**
 * The speakers of the church's sermons. A name an administrator confirms is shown on the sermon's
 * public page; one read from a video's title or description is only offered in the dashboard.
 */
export const sermonSpeakersData: PersonalDataTable = {
  table: 'sermons',
  holds:
    'The sermon library: the name of who preached each sermon, read from the video’s title or description and shown publicly once an administrator confirms it, to publish the church’s sermons (the church’s legitimate interests)',
  retention: () => 'For as long as the video is on the church’s channel and not hidden from the library',
  // A speaker is named, never tied to an e-mail address, so no row is found by one.
  find: async () => [],
  keep: 'A speaker’s name is not tied to an e-mail address, so it is not found or erased from this desk. A speaker who asks to be left out is removed in Sermon library: correct the speaker to none, or hide the sermon.',
}

/** The polite live region that announces each new page reached without a full page load. */
export const PAGE_ANNOUNCER_ID = 'page-announcer'

/**
 * The API paths of the home page's two lists: the data the servers put in its HTML
 * (page-data-sources.ts), and what the client's cache files each response under
 * (pwa/app/page-data.ts). Apart from both, which load different code: the client's first paint
 * must not carry the catalogue's filters.
 */
export const HOME_DATA_PATHS = {
  popularClasses: '/api/popularClass',
  popularInstructors: '/api/popularInstructor',
} as const;

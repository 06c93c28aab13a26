/** The element a server-rendered page carries its state in: JSON, which the page's script policy lets no one run. */
export const SERVER_RENDER_STATE_ID = 'server-render-state';

/** Sent on `document` once the opened page has been rendered or taken over by the app (layout/PageHydratedSignal.tsx). */
export const PAGE_HYDRATED_EVENT = 'app:page-hydrated';

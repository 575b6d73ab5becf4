/**
 * The stacking layer of the portal's floating widgets (the assistant's button, welcome bubble and
 * panel): above the page and the app shell's header and sidebar (Mantine's `app` layer), below
 * every drawer, modal and popover (Mantine's `modal` layer and up), so the Help drawer, the mobile
 * Navigation drawer and the URL modals always cover them.
 */
export const FLOATING_WIDGET_Z_INDEX = 'calc(var(--mantine-z-index-modal) - 1)';

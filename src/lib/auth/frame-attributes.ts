/**
 * The attributes of a staff page's prerendered frame (docs/decisions.md, "Prerendered staff
 * frames"; src/lib/auth/stored-kind.ts). A module of its own, importing nothing, because main.tsx
 * reads the first one and must not pull the auth modules into every page's first load.
 */

/** The frame's box: hidden, with the kinds of stored user it is drawn for, space-separated. */
export const FRAME_FOR_ATTRIBUTE = 'data-frame-for';
/** The side panel's place in the frame, with the kinds that have one. */
export const PANEL_FOR_ATTRIBUTE = 'data-panel-for';

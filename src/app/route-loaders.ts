/**
 * The modules of the signed-in shell, each a chunk: the route table's lazy layout and guards load
 * through these (src/app/route-components.ts), and so does the staff frame, which starts the
 * layout, the guards and the page it paints before the router has loaded
 * (src/app/layout/page-heads.ts). The pages' own modules are in the registry of signed-in pages
 * (src/app/pages.ts). Light: it imports nothing statically.
 */
export const loadAppLayout = () => import('@/app/layout/app-layout');
export const loadGuards = () => import('@/app/routes/guards');

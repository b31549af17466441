/** Strings of the shared components (tables, row actions, charts); the UI and the tests read these. */
export const COMPONENT_TEXT = {
  /** The overflow menu's button of a table row, named after the row. */
  moreActions: (name: string) => `More actions for ${name}`,
  /** The disclosure that holds a chart's figures as a table. */
  showTable: 'Show as a table',
} as const;

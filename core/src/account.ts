/** Account data rules shared by the screen and the server (no schemas: cheap to import in the browser). */

/** What a Google-only person (no password) types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION_PHRASE = 'DELETE';

/** The CSV files of the export, one per table, with what each holds. */
export const EXPORT_CSV_FILES = {
  profile: 'Profile, goals, social links and settings',
  moods: 'Mood check-ins',
  practices: 'Completed practices',
  chats: 'Coach conversations',
  memory: 'What your coaches remember',
  journal: 'Your gratitude journal',
} as const;
export type ExportCsvFile = keyof typeof EXPORT_CSV_FILES;

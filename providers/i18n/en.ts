/**
 * The console's English words for what Refine says on its own (its notifications), by Refine's keys.
 * `{{resource}}` is the record's noun inside a sentence ("the leave request"), `{{Resource}}` the same noun
 * opening one ("Leave request saved"). `[[…]]` is said only when every value inside it is known. A resource's noun is its declaration's `singular`, unless a dictionary
 * names it under `resources.<name>` (a translation will: issue #14 adds Hindi as hi.ts beside this file).
 */
export const en: Record<string, string> = {
  "notifications.createSuccess": "{{Resource}} added",
  "notifications.editSuccess": "{{Resource}} saved",
  "notifications.deleteSuccess": "{{Resource}} deleted",
  "notifications.createError": "The {{resource}} was not added[[ (error {{statusCode}})]]",
  "notifications.editError": "The {{resource}} was not saved[[ (error {{statusCode}})]]",
  "notifications.deleteError": "The {{resource}} was not deleted[[ (error {{statusCode}})]]",
  "notifications.error": "Something went wrong[[ (error {{statusCode}})]]",
  "notifications.success": "",
  "notifications.undoable": "You have {{seconds}} seconds to undo",
  warnWhenUnsavedChanges: "You have changes that are not saved. Leave this page and lose them?",
};

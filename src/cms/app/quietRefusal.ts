// A save the content checks refuse (src/cms/app/index.tsx's preSave) is an expected outcome: the toast
// names the field and the entry stays open with its changes. Decap still rejects the save's promise
// (with its ENTRY_PERSIST_FAILURE action, or with nothing when its own validation refused) and
// nothing handles it, so the console showed "Uncaught (in promise) Object" and "… undefined", which
// read like a crash. Only those two rejections are handled here; any other still surfaces.
const REFUSED = "ENTRY_PERSIST_FAILURE";

function isRefusal(reason: unknown): boolean {
  return reason === undefined || (typeof reason === "object" && reason !== null && (reason as { type?: unknown }).type === REFUSED);
}

export function handleRefusedSaves(): void {
  window.addEventListener("unhandledrejection", (event) => {
    if (isRefusal(event.reason)) event.preventDefault();
  });
}

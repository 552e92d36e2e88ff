// Checks a file an editor picks in the media library before Decap sends it: by its first bytes and,
// for a picture, its size in pixels (src/content-model/media.ts, pickedFileRefusal). Decap resizes
// photos as it sends them (media_processing), so a photo too small for its place would arrive
// enlarged and pass the build's check of its size; and an SVG or a HEIC photo is better refused
// here, with the reason, than in the next build. The build checks every file again, and more.
import { fileTypeFromBuffer } from "file-type/core";
import type { DocumentField, ImageField } from "../../content-model/fields";
import { pickedFileRefusal, type PickedFile } from "../../content-model/media";
import { decapStore } from "./savedEntries";

/** The field the media library was opened for, as the Decap configuration describes it (src/cms/build/decapConfig.ts). */
function pickingFor(): ImageField | DocumentField | undefined {
  const library = decapStore()?.getState().mediaLibrary as { get?(key: string): unknown } | undefined;
  const config = library?.get?.("isVisible") ? (library.get("config") as { toJS?(): unknown } | undefined)?.toJS?.() : undefined;
  const site = (config as { site_field?: ImageField | DocumentField } | undefined)?.site_field;
  return site?.kind === "image" || site?.kind === "document" ? site : undefined;
}

async function describe(file: File): Promise<PickedFile> {
  const head = new Uint8Array(await file.slice(0, 4100).arrayBuffer());
  const text = new TextDecoder().decode(head.slice(0, 1024)).replace(/^\uFEFF/, "");
  const type = await fileTypeFromBuffer(head);
  const format = type?.ext === "jpg" ? "jpeg" : (type?.ext ?? (/<svg[\s>]/i.test(text) ? "svg" : "unknown"));
  if (!["jpeg", "png", "webp"].includes(format)) return { name: file.name, format };
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { name: file.name, format, ...size };
  } catch {
    // A file the browser cannot read as a picture: the build names what is wrong with it.
    return { name: file.name, format };
  }
}

/** Files already checked, let through to Decap's own handler. */
const checked = new WeakSet<Event>();

export function checkUploadsBeforeTheyGo(): void {
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (checked.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return;
      const field = pickingFor();
      const file = input.files?.[0];
      if (!field || !file) return;
      // Held until the file is read; then refused with its reason, or passed on to Decap as it was.
      event.stopImmediatePropagation();
      void describe(file).then((picked) => {
        const refusal = pickedFileRefusal(field, picked);
        if (refusal) {
          window.alert(refusal);
          input.value = "";
          return;
        }
        const again = new Event("change", { bubbles: true });
        checked.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}

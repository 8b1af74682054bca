import { beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "./env";
import {
  describeStorageError,
  fileProblem,
  formatBytes,
  newObjectName,
  pickedFileProblem,
  prepareImage,
  removeStoredImage,
  storedObjectName,
  typeList,
  uploadImage,
  UploadError,
} from "./image-upload";
import { PICKED_IMAGE } from "./storage-rules";
import { toBucketRules } from "./storage-rules-api";
import { bucketAnswer } from "./storage-testing";

const storage = {
  upload: vi.fn(),
  remove: vi.fn(),
  from: vi.fn(),
};
// jsdom cannot decode images: the resize step answers the blob the test sets, as Chromium would.
const resized = { blob: new Blob(["webp"], { type: "image/webp" }) };
vi.mock("./image-resize", () => ({ resizeImage: async () => ({ ...resized, width: 256, height: 256 }) }));
vi.mock("./supabase", () => ({
  getSupabase: async () => ({
    storage: {
      from: (bucket: string) => {
        storage.from(bucket);
        return {
          upload: storage.upload,
          remove: storage.remove,
          getPublicUrl: (path: string) => ({
            data: { publicUrl: `http://127.0.0.1:54321/storage/v1/object/public/${bucket}/${path}` },
          }),
        };
      },
    },
  }),
}));

const SITE_MEDIA = toBucketRules(bucketAnswer("site-media").data!);
const AVATARS = toBucketRules(bucketAnswer("avatars").data!);
const ANYTHING = toBucketRules(bucketAnswer("open", { file_size_limit: null, allowed_mime_types: null }).data!);
const file = (type: string, size: number, name = "photo") => new File([new Uint8Array(size)], name, { type });
const publicUrl = (bucket: string, name: string) => `${env.supabaseUrl}/storage/v1/object/public/${bucket}/${name}`;

beforeEach(() => {
  storage.upload.mockReset();
  storage.remove.mockReset();
  storage.from.mockReset();
});

describe("fileProblem", () => {
  it("accepts the bucket's types up to its size limit", () => {
    expect(fileProblem(file("image/png", SITE_MEDIA.maxBytes!), SITE_MEDIA)).toBeNull();
    expect(fileProblem(file("image/webp", 10), AVATARS)).toBeNull();
  });

  it("names the allowed types for any other file, SVG (never stored, only drawn) and GIF included", () => {
    for (const type of ["image/svg+xml", "image/gif", "text/html", ""]) {
      expect(fileProblem(file(type, 10), SITE_MEDIA)).toBe(
        "This file is not a PNG, JPEG, WebP, AVIF or SVG image. Choose one of those.",
      );
    }
  });

  it("gives the scaled-down image's size and the bucket limit when it is still too large, and refuses an empty one", () => {
    expect(fileProblem(file("image/webp", AVATARS.maxBytes! + 1), AVATARS)).toBe(
      "Even scaled down, this image is 2.0 MB; it can be up to 2 MB. Choose a simpler picture.",
    );
    expect(fileProblem(file("image/webp", 6_600_000), SITE_MEDIA)).toBe(
      "Even scaled down, this image is 6.3 MB; it can be up to 5 MB. Choose a simpler picture.",
    );
    expect(fileProblem(file("image/png", 0), SITE_MEDIA)).toBe("This file is empty. Choose another image.");
  });

  it("leaves a bucket without a limit of its own to Storage, and takes any image where it names no types", () => {
    expect(fileProblem(file("image/webp", 60 * 1024 * 1024), ANYTHING)).toBeNull();
    expect(fileProblem(file("image/gif", 10), ANYTHING)).toBeNull();
    expect(fileProblem(file("text/html", 10), ANYTHING)).toBe("This file is not an image. Choose an image.");
    const anyImage = { ...AVATARS, mimeTypes: ["image/*"] };
    expect(fileProblem(file("image/gif", 10), anyImage)).toBeNull();
    expect(fileProblem(file("application/pdf", 10), anyImage)).not.toBeNull();
  });
});

describe("pickedFileProblem", () => {
  it("checks the type first, then lets a photo far over the bucket limit through to be scaled down", () => {
    expect(pickedFileProblem(file("image/gif", 10), AVATARS)).toBe(
      "This file is not a PNG, JPEG, WebP, AVIF or SVG image. Choose one of those.",
    );
    expect(pickedFileProblem(file("image/gif", 30 * 1024 * 1024), AVATARS)).toMatch(/^This file is not a PNG/);
    expect(pickedFileProblem(file("image/jpeg", 3 * 1024 * 1024), AVATARS)).toBeNull();
    expect(pickedFileProblem(file("image/png", PICKED_IMAGE.maxBytes), SITE_MEDIA)).toBeNull();
    // Drawn as a PNG before upload, so offered wherever the bucket stores PNG.
    expect(pickedFileProblem(file("image/svg+xml", 10), SITE_MEDIA)).toBeNull();
  });

  it("refuses an empty file and one over what the browser will decode", () => {
    expect(pickedFileProblem(file("image/png", 0), AVATARS)).toBe("This file is empty. Choose another image.");
    expect(pickedFileProblem(file("image/jpeg", PICKED_IMAGE.maxBytes + 1), AVATARS)).toBe(
      "This file is 25.0 MB; pictures can be up to 25 MB.",
    );
    expect(pickedFileProblem(file("image/jpeg", 26 * 1024 * 1024), SITE_MEDIA)).toBe(
      "This file is 26 MB; pictures can be up to 25 MB.",
    );
  });
});

describe("names and addresses", () => {
  it("formats sizes and type lists for people", () => {
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(512 * 1024)).toBe("512 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(typeList(SITE_MEDIA)).toBe("PNG, JPEG, WebP, AVIF or SVG");
    expect(typeList(ANYTHING)).toBe("Any image");
  });

  it("generates object names from a fresh uuid and the content type, never a visitor's file name", () => {
    const first = newObjectName("logos", "image/webp");
    expect(first).toMatch(/^logos\/[0-9a-f-]{36}\.webp$/);
    expect(newObjectName("logos", "image/webp")).not.toBe(first);
    expect(newObjectName("u1", "image/jpeg")).toMatch(/\.jpg$/);
    expect(() => newObjectName("logos", "image/svg+xml")).toThrow("Unsupported image type image/svg+xml.");
  });

  it("recognises only public URLs of the given bucket on this project's Storage", () => {
    expect(storedObjectName(publicUrl("site-media", "logos/a%20b.webp"), "site-media")).toBe("logos/a b.webp");
    expect(storedObjectName(publicUrl("site-media", "logos/a.webp?v=1"), "site-media")).toBe("logos/a.webp");
    expect(storedObjectName(publicUrl("avatars", "u1/a.webp"), "site-media")).toBeNull();
    expect(storedObjectName("/logos/acme.svg", "site-media")).toBeNull();
    expect(
      storedObjectName("https://cdn.example.com/storage/v1/object/public/site-media/x.png", "site-media"),
    ).toBeNull();
    expect(storedObjectName(publicUrl("site-media", "logos/../../x.png"), "site-media")).toBeNull();
    expect(storedObjectName(publicUrl("site-media", "%E0%A4%A"), "site-media")).toBeNull();
    expect(storedObjectName(null, "site-media")).toBeNull();
  });

  it("turns Storage's refusals into sentences", () => {
    expect(describeStorageError({ status: 400, statusCode: "413", message: "Payload too large" })).toBe(
      "The image is larger than Storage accepts. Choose a smaller picture.",
    );
    expect(describeStorageError({ status: 400, statusCode: "415", message: "mime type not supported" })).toBe(
      "Storage does not accept this type of image. Choose another picture.",
    );
    expect(
      describeStorageError({ status: 400, statusCode: "403", message: "new row violates row-level security policy" }),
    ).toBe("You don't have permission to store this image. Sign in again.");
    expect(describeStorageError({ status: 400, statusCode: "404", message: "Object not found" })).toBe(
      "Object not found",
    );
    expect(describeStorageError(new TypeError("fetch failed"))).toMatch(/Could not reach the server/);
  });
});

describe("prepareImage", () => {
  it("answers the scaled-down image the bucket takes, and refuses one it would not take, saying why", async () => {
    resized.blob = new Blob(["webp"], { type: "image/webp" });
    await expect(prepareImage(file("image/jpeg", 3 * 1024 * 1024), { maxSide: 256 }, AVATARS)).resolves.toBe(
      resized.blob,
    );
    resized.blob = new Blob([new Uint8Array(AVATARS.maxBytes! + 1)], { type: "image/webp" });
    const tooLarge = prepareImage(file("image/jpeg", 3 * 1024 * 1024), { maxSide: 256 }, AVATARS);
    await expect(tooLarge).rejects.toThrow(UploadError);
    await expect(tooLarge).rejects.toThrow("Even scaled down, this image is 2.0 MB; it can be up to 2 MB.");
  });
});

describe("uploadImage and removeStoredImage", () => {
  it("uploads under a generated name with the image's type and answers the public URL", async () => {
    storage.upload.mockImplementation(async (path: string) => ({ data: { path }, error: null }));
    const url = await uploadImage("site-media", "logos", new Blob(["x"], { type: "image/webp" }));
    expect(storage.from).toHaveBeenCalledWith("site-media");
    const [path, , options] = storage.upload.mock.calls[0];
    expect(path).toMatch(/^logos\/[0-9a-f-]{36}\.webp$/);
    expect(options).toEqual({ contentType: "image/webp", cacheControl: "31536000", upsert: false });
    expect(url).toBe(`http://127.0.0.1:54321/storage/v1/object/public/site-media/${path}`);
  });

  it("explains Storage's own refusal", async () => {
    storage.upload.mockResolvedValue({
      data: null,
      error: { status: 400, statusCode: "403", message: "row-level security" },
    });
    await expect(uploadImage("avatars", "someone-else", new Blob(["x"], { type: "image/png" }))).rejects.toThrow(
      "You don't have permission to store this image. Sign in again.",
    );
  });

  it("removes a file of ours and never touches another address", async () => {
    storage.remove.mockResolvedValue({ data: [], error: null });
    await removeStoredImage("/logos/acme.svg", "site-media");
    await removeStoredImage("https://example.com/a.png", "site-media");
    expect(storage.remove).not.toHaveBeenCalled();
    await removeStoredImage(publicUrl("site-media", "logos/a.webp"), "site-media");
    expect(storage.remove).toHaveBeenCalledWith(["logos/a.webp"]);
  });
});

// The work a photo job does and what it gives back, as zod schemas: the same shapes cross from
// the page to the preparation worker and back, and a message is checked on each side. zod/mini:
// the worker is bundled on its own, and the classic API would add its whole copy to it.
import * as z from 'zod/mini'
import { PHOTO_ERROR_CODES } from '@/lib/images/photo-checks.ts'

export const OUTPUT_TYPES = ['image/webp', 'image/jpeg'] as const

export const preparedPhotoSchema = z.object({
  blob: z.instanceof(Blob),
  type: z.enum(OUTPUT_TYPES),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
})
/** A photo ready to keep and upload: its bytes, their type and its pixel size. */
export type PreparedPhoto = z.infer<typeof preparedPhotoSchema>

/** A cropper's zoom and centre, or a square it measured in pixels (src/lib/images/square-crop.ts). */
export const squareChoiceSchema = z.union([
  z.object({ zoom: z.number(), centerX: z.number(), centerY: z.number() }),
  z.object({ x: z.number(), y: z.number(), size: z.number() }),
])

export const photoJobSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('prepare'),
    file: z.instanceof(Blob),
    keepLocation: z.boolean(),
    maxSide: z.int().check(z.positive()),
    minSide: z.int().check(z.nonnegative()),
  }),
  z.object({
    kind: z.literal('crop'),
    file: z.instanceof(Blob),
    crop: squareChoiceSchema,
    size: z.int().check(z.positive()),
  }),
])
export type PhotoJob = z.infer<typeof photoJobSchema>

export const jobRequestSchema = z.object({ id: z.int(), job: photoJobSchema })
export type JobRequest = z.infer<typeof jobRequestSchema>

export const jobResponseSchema = z.discriminatedUnion('ok', [
  z.object({ id: z.int(), ok: z.literal(true), photo: preparedPhotoSchema }),
  z.object({
    id: z.int(),
    ok: z.literal(false),
    // null: the worker itself failed (no canvas there, say), not the photo.
    code: z.nullable(z.enum(PHOTO_ERROR_CODES)),
    message: z.string(),
  }),
])
export type JobResponse = z.infer<typeof jobResponseSchema>

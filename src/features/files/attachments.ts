// A file picked for a chat message (issue 32): a photo is prepared as every photo is (size,
// location, orientation); a document is kept as it is. Either is stored on the device at once and
// uploaded by the sync worker before the message that names it (SYNC-FILE-1).
import { addFile } from '@/data/index.ts'
import { DOCUMENT_EXTENSIONS } from '@/db/file-columns.ts'
import { preparePhoto } from './image/prepare-photo.ts'

export const isDocumentType = (type: string): boolean => type in DOCUMENT_EXTENSIONS

/** Whether the chat accepts this kind of file. */
export const isAcceptedAttachment = (file: Blob): boolean =>
  file.type.startsWith('image/') || isDocumentType(file.type)

/** Keeps the file on the device for upload to `bucket`; returns its path there. */
export async function keepAttachment(
  bucket: string,
  owner: string,
  file: Blob,
  keepLocation = false,
): Promise<string> {
  if (isDocumentType(file.type)) {
    return addFile(bucket, owner, { blob: file, type: file.type, width: 0, height: 0 })
  }
  return addFile(bucket, owner, await preparePhoto(file, { keepLocation }))
}

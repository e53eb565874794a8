// Why the server refused a chat write, in the catalogue's words (never the server's own).
import { addServerMessages, serverRefusalKey } from '@/lib/server-messages.ts'

addServerMessages([
  [/constraint "messages_sender_member"/, 'chat:errors.senderNotMember'],
  [/constraint "messages_deleted_final"/, 'chat:errors.deletedFinal'],
  [/constraint "messages_body_length"/, 'chat:composer.tooLong'],
  [/constraint "conversations_team_hired"/, 'chat:errors.teamNotHired'],
  [/^The file has not been uploaded/, 'chat:errors.notUploaded'],
  [/^Choose someone else to message/, 'chat:errors.self'],
  [/^No such person/, 'chat:errors.noPerson'],
  [/^This application is not between you two/, 'chat:errors.notBetween'],
  [/^Only the job's poster can start its team conversation/, 'chat:errors.onlyPoster'],
])

export const refusalKey = serverRefusalKey

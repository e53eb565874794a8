import { Avatar, Box } from '@mantine/core'
import { PHOTO_BUCKETS } from '@/db/file-columns.ts'
import { StoredImage } from './StoredImage.tsx'

interface Props {
  /** An uploaded photo's path in the avatars bucket. */
  path: string | null
  /** An older photo link. */
  url?: string | null
  initials: string
  alt: string
  size: number
  round?: boolean
  showState?: boolean
}

/** A person's photo or a company's logo: the uploaded one, else an older link, else initials. */
export function AvatarPhoto({ path, url, initials, alt, size, round = true, showState }: Props) {
  if (path) {
    return (
      <Box w={size} h={size} style={{ flexShrink: 0 }}>
        <StoredImage
          bucket={PHOTO_BUCKETS.avatars}
          path={path}
          alt={alt}
          radius={round ? '50%' : 8}
          showState={showState}
        />
      </Box>
    )
  }
  return (
    <Avatar src={url ?? null} alt={alt} size={size} radius={round ? 'xl' : 'md'} color="orange">
      {initials}
    </Avatar>
  )
}

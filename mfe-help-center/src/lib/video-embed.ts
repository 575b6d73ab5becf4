/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_HASH = /^[0-9a-f]+$/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);

function parsed(address: string): URL | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL, host: string, segments: string[]): string | null {
  if (host === 'youtu.be') return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  return segments.length >= 2 && YOUTUBE_PATH_PREFIXES.has(segments[0]) ? segments[1] : null;
}

function vimeoEmbed(host: string, segments: string[], url: URL): string | null {
  if (host === 'player.vimeo.com') {
    const [kind, id] = segments;
    if (kind !== 'video' || !id || !VIMEO_ID.test(id)) return null;
    const hash = url.searchParams.get('h');
    return `https://player.vimeo.com/video/${id}${hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : ''}`;
  }
  if (host !== 'vimeo.com') return null;
  // vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted), vimeo.com/channels/{name}/{id}
  const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
  if (index < 0) return null;
  const hash = segments[index + 1];
  return `https://player.vimeo.com/video/${segments[index]}${hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : ''}`;
}

/**
 * The address to embed a video at: a YouTube watch, short or share link becomes its
 * `youtube.com/embed/{id}` player, a Vimeo page its `player.vimeo.com/video/{id}` player.
 * Null for any other address: the portal embeds only YouTube and Vimeo (spec §9).
 */
export function videoEmbedUrl(address: string): string | null {
  const url = parsed(address);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const id = youtubeId(url, host, segments);
  if (id !== null) return YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  return vimeoEmbed(host, segments, url);
}

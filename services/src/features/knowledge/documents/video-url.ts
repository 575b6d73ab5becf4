/** The embeddable address of a YouTube or Vimeo video, or null for any other address. */
export function videoEmbedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  const id = /^[A-Za-z0-9_-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const watched = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1];
    return watched && id.test(watched) ? `https://www.youtube-nocookie.com/embed/${watched}` : null;
  }
  if (host === 'youtu.be') {
    const watched = url.pathname.slice(1);
    return id.test(watched) ? `https://www.youtube-nocookie.com/embed/${watched}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const watched = /^\/(?:video\/)?(\d{5,12})$/.exec(url.pathname)?.[1];
    return watched ? `https://player.vimeo.com/video/${watched}` : null;
  }
  return null;
}

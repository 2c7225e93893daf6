export type VideoEmbed = { kind: 'iframe'; src: string } | { kind: 'file'; src: string };

/** Storefront §9: a video banner plays on the video site its URL names (YouTube, Vimeo) or as a file. */
export function videoEmbed(url: string | null | undefined): VideoEmbed | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), 'https://invalid.local');
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'youtu.be' || host.endsWith('youtube.com')) {
    const id =
      host === 'youtu.be' ? parsed.pathname.slice(1) : (parsed.searchParams.get('v') ?? parsed.pathname.split('/').pop());
    return id && /^[\w-]+$/.test(id) ? { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (host.endsWith('vimeo.com')) {
    const id = parsed.pathname.split('/').filter(Boolean).pop();
    return id && /^\d+$/.test(id) ? { kind: 'iframe', src: `https://player.vimeo.com/video/${id}` } : null;
  }
  if (/\.(mp4|webm)$/i.test(parsed.pathname) && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) {
    return { kind: 'file', src: host === 'invalid.local' ? parsed.pathname : parsed.href };
  }
  return null;
}

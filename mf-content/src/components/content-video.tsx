import { videoEmbed } from './video-embed.ts';

interface ContentVideoProps {
  url: string;
  title: string;
  width: number;
  height: number;
  className?: string;
}

/** A CMS video: the external player lazily in an iframe, or a muted looping file. */
export function ContentVideo({ url, title, width, height, className }: ContentVideoProps) {
  const embed = videoEmbed(url);
  if (!embed) return null;
  if (embed.kind === 'iframe') {
    return (
      <iframe
        className={className}
        src={embed.src}
        title={title}
        width={width}
        height={height}
        loading="lazy"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <video className={className} src={embed.src} width={width} height={height} muted loop playsInline autoPlay preload="none" aria-label={title} />
  );
}

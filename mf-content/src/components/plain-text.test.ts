import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';
import { videoEmbed } from './video-embed.ts';

describe('CMS text', () => {
  it('turns pasted HTML into text with its line structure, never markup', () => {
    expect(plainText('<p>Uno &amp; due</p><p>Tre<br>quattro</p><script>x()</script>')).toBe('Uno & due\n\nTre\nquattro\n\nx()');
    expect(plainText(undefined)).toBe('');
  });
});

describe('video banners', () => {
  it('§9 plays on the video site named by the URL', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=abc_123')).toEqual({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/abc_123',
    });
    expect(videoEmbed('https://youtu.be/xyz')).toEqual({ kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/xyz' });
    expect(videoEmbed('https://vimeo.com/12345')).toEqual({ kind: 'iframe', src: 'https://player.vimeo.com/video/12345' });
    expect(videoEmbed('/media/loop.mp4')).toEqual({ kind: 'file', src: '/media/loop.mp4' });
    expect(videoEmbed('https://example.com/page')).toBeNull();
    expect(videoEmbed('')).toBeNull();
  });
});

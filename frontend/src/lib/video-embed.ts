/** Which player a video URL needs (docs/product.md §2: Vimeo, YouTube or a generic embed), and its autoplaying, looping, muted address. */
export type VideoEmbed =
  { kind: 'vimeo'; id: string; src: string } | { kind: 'youtube'; id: string; src: string } | { kind: 'file'; src: string };

/** The players we embed: the URLs each recognises (the video id first captured) and its autoplaying, looping, muted address. */
const PLAYERS: { kind: 'vimeo' | 'youtube'; url: RegExp; embedSrc: (id: string) => string }[] = [
  {
    kind: 'vimeo',
    url: /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[^/]+\/|groups\/[^/]+\/videos\/)?(\d+)/i,
    embedSrc: (id) =>
      `https://player.vimeo.com/video/${id}?${new URLSearchParams({
        autoplay: '1',
        loop: '1',
        muted: '1',
        autopause: '0',
        controls: '0',
        title: '0',
        byline: '0',
        portrait: '0',
        dnt: '1',
        playsinline: '1',
      })}`,
  },
  {
    kind: 'youtube',
    url: /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/i,
    embedSrc: (id) =>
      `https://www.youtube-nocookie.com/embed/${id}?${new URLSearchParams({
        autoplay: '1',
        mute: '1',
        loop: '1',
        playlist: id,
        controls: '0',
        playsinline: '1',
        modestbranding: '1',
        rel: '0',
        disablekb: '1',
      })}`,
  },
];

export function videoEmbed(url: string): VideoEmbed {
  const trimmed = url.trim();
  for (const { kind, url: pattern, embedSrc } of PLAYERS) {
    const id = pattern.exec(trimmed)?.[1];
    if (id) return { kind, id, src: embedSrc(id) };
  }
  return { kind: 'file', src: trimmed };
}

/** The message the Vimeo player accepts through postMessage to mute or unmute it. */
export function vimeoVolumeMessages(muted: boolean): string[] {
  return [JSON.stringify({ method: 'setMuted', value: muted }), JSON.stringify({ method: 'setVolume', value: muted ? 0 : 1 })];
}

/** Which player a video URL needs (SPEC.md section 2: Vimeo, YouTube or a generic embed), and its autoplaying, looping, muted address. */
export type VideoEmbed =
  { kind: 'vimeo'; id: string; src: string } | { kind: 'youtube'; id: string; src: string } | { kind: 'file'; src: string };

const VIMEO = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[^/]+\/|groups\/[^/]+\/videos\/)?(\d+)/i;
const YOUTUBE =
  /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/i;

export function videoEmbed(url: string): VideoEmbed {
  const trimmed = url.trim();
  const vimeo = VIMEO.exec(trimmed);
  if (vimeo) {
    const id = vimeo[1];
    const params = new URLSearchParams({
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
    });
    return { kind: 'vimeo', id, src: `https://player.vimeo.com/video/${id}?${params}` };
  }
  const youtube = YOUTUBE.exec(trimmed);
  if (youtube) {
    const id = youtube[1];
    const params = new URLSearchParams({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: id,
      controls: '0',
      playsinline: '1',
      modestbranding: '1',
      rel: '0',
      disablekb: '1',
    });
    return { kind: 'youtube', id, src: `https://www.youtube-nocookie.com/embed/${id}?${params}` };
  }
  return { kind: 'file', src: trimmed };
}

/** The message the Vimeo player accepts through postMessage to mute or unmute it. */
export function vimeoVolumeMessages(muted: boolean): string[] {
  return [JSON.stringify({ method: 'setMuted', value: muted }), JSON.stringify({ method: 'setVolume', value: muted ? 0 : 1 })];
}

import { videoEmbed, vimeoVolumeMessages } from './video-embed';

describe('videoEmbed', () => {
  it.each([
    ['https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc'],
    ['https://vimeo.com/channels/staffpicks/76979871'],
  ])('recognises the Vimeo address %s', (url) => {
    const embed = videoEmbed(url);
    expect(embed.kind).toBe('vimeo');
    expect(embed).toMatchObject({ id: '76979871' });
    const src = new URL(embed.src);
    expect(src.origin).toBe('https://player.vimeo.com');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('loop')).toBe('1');
    expect(src.searchParams.get('muted')).toBe('1');
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
  ])('recognises the YouTube address %s', (url) => {
    const embed = videoEmbed(url);
    expect(embed.kind).toBe('youtube');
    const src = new URL(embed.src);
    expect(src.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('mute')).toBe('1');
    expect(src.searchParams.get('loop')).toBe('1');
    expect(src.searchParams.get('playlist')).toBe('dQw4w9WgXcQ');
  });

  it('plays anything else as a plain video file', () => {
    expect(videoEmbed(' /uploads/fog.mp4 ')).toEqual({ kind: 'file', src: '/uploads/fog.mp4' });
    expect(videoEmbed('https://cdn.example.com/vimeo.com.mp4').kind).toBe('file');
  });
});

describe('vimeoVolumeMessages', () => {
  it('mutes and unmutes through the player API', () => {
    expect(vimeoVolumeMessages(true).map((m) => JSON.parse(m))).toEqual([
      { method: 'setMuted', value: true },
      { method: 'setVolume', value: 0 },
    ]);
    expect(vimeoVolumeMessages(false).map((m) => JSON.parse(m))).toEqual([
      { method: 'setMuted', value: false },
      { method: 'setVolume', value: 1 },
    ]);
  });
});

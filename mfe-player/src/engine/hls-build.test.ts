import { fullBuildFeatures, hlsBuildFor, parseAttributes, readManifest } from './hls-build';

/** The reference API's stream: one H.264/AAC variant with its audio muxed in. */
const PLAIN_MASTER = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=386111,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"
stream.m3u8
`;

const master = (...tags: string[]): string =>
  ['#EXTM3U', ...tags, '#EXT-X-STREAM-INF:BANDWIDTH=800000,CODECS="avc1.64001f,mp4a.40.2"', 'v.m3u8'].join(
    '\n',
  );

describe('hlsBuildFor', () => {
  it('takes the light build for a plain stream, master or media playlist', () => {
    expect(hlsBuildFor(PLAIN_MASTER)).toBe('light');
    expect(
      hlsBuildFor(
        '#EXTM3U\r\n#EXT-X-TARGETDURATION:4\r\n#EXTINF:4.0,\r\nsegment_000.ts\r\n#EXT-X-ENDLIST\r\n',
      ),
    ).toBe('light');
  });

  it('keeps the light build for audio muxed into the variant and for AES-128 keys', () => {
    expect(hlsBuildFor(master('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Português",DEFAULT=YES'))).toBe(
      'light',
    );
    expect(hlsBuildFor(master('#EXT-X-KEY:METHOD=AES-128,URI="key.bin"'))).toBe('light');
    expect(hlsBuildFor(master('#EXT-X-KEY:METHOD=NONE'))).toBe('light');
  });

  it('takes the full build for alternate audio, subtitles and captions', () => {
    expect(
      hlsBuildFor(master('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="English",LANGUAGE="en",URI="en.m3u8"')),
    ).toBe('full');
    expect(hlsBuildFor(master('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="PT",URI="pt.m3u8"'))).toBe(
      'full',
    );
    expect(
      hlsBuildFor(master('#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC1",INSTREAM-ID="CC1"')),
    ).toBe('full');
  });

  it('takes the full build for DRM, whether declared in the master or in the media playlist', () => {
    expect(
      hlsBuildFor(
        master(
          '#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://k",KEYFORMAT="com.apple.streamingkeydelivery"',
        ),
      ),
    ).toBe('full');
    expect(
      hlsBuildFor(
        '#EXTM3U\n#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text/plain;base64,AAAA",KEYFORMAT="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"\n#EXTINF:4,\ns.mp4',
      ),
    ).toBe('full');
    expect(hlsBuildFor(master('#EXT-X-KEY:METHOD=AES-128,URI="k",KEYFORMAT="com.example.drm"'))).toBe('full');
  });

  it('takes the full build when the playlist cannot be read or is not a playlist', () => {
    expect(hlsBuildFor(null)).toBe('full');
    expect(hlsBuildFor('<html>Service unavailable</html>')).toBe('full');
  });
});

describe('fullBuildFeatures', () => {
  it('names each feature once, in the order the playlist has them', () => {
    const manifest = master(
      '#EXT-X-DEFINE:NAME="host",VALUE="https://cdn.example"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="PT",URI="pt.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="EN",URI="en.m3u8"',
      '#EXT-X-DATERANGE:ID="ad1",CLASS="com.apple.hls.interstitial",START-DATE="2026-01-01T00:00:00Z"',
      '#EXT-X-STREAM-INF:BANDWIDTH=900000,CODECS="avc1.64001f,ec-3"',
    );
    expect(fullBuildFeatures(manifest)).toEqual([
      'variable-substitution',
      'subtitles',
      'interstitials',
      'advanced-codecs',
    ]);
  });

  it('ignores date ranges that are not interstitials, and comments', () => {
    expect(
      fullBuildFeatures(
        master('#EXT-X-DATERANGE:ID="c",START-DATE="2026-01-01T00:00:00Z"', '# EXT-X-DEFINE: not a tag'),
      ),
    ).toEqual([]);
  });
});

describe('parseAttributes', () => {
  it('reads quoted values with commas in them', () => {
    const attributes = parseAttributes('BANDWIDTH=1,CODECS="avc1.4d401e,mp4a.40.2",RESOLUTION=640x360');
    expect(attributes.get('CODECS')).toBe('avc1.4d401e,mp4a.40.2');
    expect(attributes.get('RESOLUTION')).toBe('640x360');
  });
});

describe('readManifest', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('gives the playlist text, and null for an error status or a failed request', async () => {
    global.fetch = jest.fn().mockResolvedValueOnce(new Response(PLAIN_MASTER, { status: 200 }));
    await expect(readManifest('/api/media/demo/master.m3u8')).resolves.toBe(PLAIN_MASTER);

    global.fetch = jest.fn().mockResolvedValueOnce(new Response('gone', { status: 404 }));
    await expect(readManifest('/x.m3u8')).resolves.toBeNull();

    global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(readManifest('/x.m3u8')).resolves.toBeNull();
  });
});

import {
  AD_ORIGIN,
  BROKEN_VAST,
  EMPTY_VAST,
  linearVast,
  sandboxEmptyVast,
  sandboxVast,
  vastOf,
  wrapperVast,
} from '../testing/vast-documents';
import { parseVast, type VastDocument } from './parse-vast';

function read(text: string): VastDocument {
  const document = parseVast(text);
  if (!document) throw new Error('Not read as VAST');
  return document;
}

/** The only ad of `text`'s document. */
function onlyAd(text: string): VastDocument['ads'][number] {
  const [ad, ...others] = read(text).ads;
  if (!ad || others.length > 0) throw new Error('Not one ad');
  return ad;
}

describe('parseVast', () => {
  it('reads an inline ad: its addresses, and its linear creative', () => {
    expect(read(linearVast({ duration: 15, skipOffset: 5 }))).toEqual({
      errors: [],
      ads: [
        {
          impressions: [`${AD_ORIGIN}/track?event=impression`],
          errors: [`${AD_ORIGIN}/track?event=error&code=[ERRORCODE]`],
          wrapper: null,
          linears: [
            {
              duration: 15,
              skipOffset: 5,
              clickThrough: `${AD_ORIGIN}/advertiser`,
              mediaFiles: [{ url: `${AD_ORIGIN}/creative.mp4`, type: 'video/mp4', delivery: 'progressive' }],
              events: expect.arrayContaining([
                { event: 'start', url: `${AD_ORIGIN}/track?event=start`, offset: null },
                { event: 'complete', url: `${AD_ORIGIN}/track?event=complete`, offset: null },
              ]),
              clicks: [`${AD_ORIGIN}/track?event=click`],
            },
          ],
        },
      ],
    });
  });

  it('reads a percentage skip offset as its share of the duration, and no skip offset as not skippable', () => {
    expect(onlyAd(linearVast({ duration: 20, skipOffset: '25%' })).linears[0]?.skipOffset).toBe(5);
    expect(onlyAd(linearVast({ skipOffset: null })).linears[0]?.skipOffset).toBeNull();
  });

  it('reads a missing or unreadable duration as 0, and a percentage skip offset of it as not skippable', () => {
    const ad = onlyAd(
      vastOf(`<Ad><InLine><Creatives>
        <Creative><Linear skipoffset="10%"><MediaFiles /></Linear></Creative>
        <Creative><Linear skipoffset="00:00:03"><Duration>half a minute</Duration></Linear></Creative>
      </Creatives></InLine></Ad>`),
    );
    expect(ad.linears.map(({ duration, skipOffset }) => ({ duration, skipOffset }))).toEqual([
      { duration: 0, skipOffset: null },
      { duration: 0, skipOffset: 3 },
    ]);
  });

  it('takes texts with or without CDATA, and trims the whitespace around them', () => {
    const ad = onlyAd(
      vastOf(`<Ad id="spaced">
        <InLine>
          <Impression>
            https://ads.test/plain
          </Impression>
          <Impression>  <![CDATA[  https://ads.test/cdata?a=1&b=2  ]]>  </Impression>
          <Impression><![CDATA[]]></Impression>
          <Error>
            <![CDATA[https://ads.test/error?code=[ERRORCODE]]]>
          </Error>
          <Creatives>
            <Creative>
              <Linear skipoffset=" 00:00:05 ">
                <Duration>
                  00:00:30.500
                </Duration>
                <TrackingEvents>
                  <Tracking event="progress" offset="00:00:10">
                    <![CDATA[ https://ads.test/progress ]]>
                  </Tracking>
                  <Tracking event="start"></Tracking>
                </TrackingEvents>
                <VideoClicks>
                  <ClickThrough>
                    <![CDATA[ https://advertiser.test/?q=a&r=b ]]>
                  </ClickThrough>
                  <ClickTracking>https://ads.test/click</ClickTracking>
                </VideoClicks>
                <MediaFiles>
                  <MediaFile delivery=" Progressive " type="video/mp4">
                    <![CDATA[
                      https://ads.test/video.mp4
                    ]]>
                  </MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>`),
    );
    expect(ad.impressions).toEqual(['https://ads.test/plain', 'https://ads.test/cdata?a=1&b=2']);
    expect(ad.errors).toEqual(['https://ads.test/error?code=[ERRORCODE]']);
    expect(ad.linears).toEqual([
      {
        duration: 30.5,
        skipOffset: 5,
        clickThrough: 'https://advertiser.test/?q=a&r=b',
        mediaFiles: [{ url: 'https://ads.test/video.mp4', type: 'video/mp4', delivery: 'progressive' }],
        // A tracking element with no address is left out.
        events: [{ event: 'progress', url: 'https://ads.test/progress', offset: '00:00:10' }],
        clicks: ['https://ads.test/click'],
      },
    ]);
  });

  it('reads a document in VAST’s namespace, or with a prefix, as one without', () => {
    const plain = read(linearVast());
    const namespaced = linearVast().replace(
      '<VAST version="4.1">',
      '<VAST version="4.1" xmlns="http://www.iab.com/VAST">',
    );
    const prefixed = linearVast()
      .replace(/<(\/?)(?=[A-Z])/g, '<$1v:')
      .replace('<v:VAST version="4.1">', '<v:VAST version="4.1" xmlns:v="http://www.iab.com/VAST">');
    expect(namespaced).toContain('xmlns=');
    expect(prefixed).toContain('</v:Linear>');
    expect(read(namespaced)).toEqual(plain);
    expect(read(prefixed)).toEqual(plain);
  });

  it('reads a wrapper: where it leads, its addresses and whether it allows more wrappers', () => {
    const tag = `${AD_ORIGIN}/next?x=1&y=2`;
    const ad = onlyAd(wrapperVast(tag));
    expect(ad).toEqual({
      impressions: [`${AD_ORIGIN}/wrapper1/track?event=impression`],
      errors: [`${AD_ORIGIN}/wrapper1/track?event=error&code=[ERRORCODE]`],
      wrapper: { tagUri: tag, followAdditionalWrappers: true },
      linears: [
        {
          duration: 0,
          skipOffset: null,
          clickThrough: null,
          mediaFiles: [],
          events: [
            { event: 'start', url: `${AD_ORIGIN}/wrapper1/track?event=start`, offset: null },
            { event: 'complete', url: `${AD_ORIGIN}/wrapper1/track?event=complete`, offset: null },
          ],
          clicks: [`${AD_ORIGIN}/wrapper1/track?event=click`],
        },
      ],
    });
    expect(onlyAd(wrapperVast(tag, { followAdditionalWrappers: false })).wrapper).toEqual({
      tagUri: tag,
      followAdditionalWrappers: false,
    });
  });

  it('reads the ads in document order, their linear creatives only, and leaves out an ad with no body', () => {
    const { ads } = read(
      vastOf(
        '<Ad id="first" sequence="2"><InLine><Impression>https://ads.test/1</Impression></InLine></Ad>',
        '<Ad id="hollow"><Extensions /></Ad>',
        `<Ad id="second" sequence="1"><InLine><Impression>https://ads.test/2</Impression><Creatives>
          <Creative><CompanionAds><Companion><StaticResource>https://ads.test/banner.png</StaticResource></Companion></CompanionAds></Creative>
          <Creative><NonLinearAds><NonLinear><StaticResource>https://ads.test/overlay.png</StaticResource></NonLinear></NonLinearAds></Creative>
          <Creative><Linear><Duration>00:00:10</Duration></Linear></Creative>
        </Creatives></InLine></Ad>`,
      ),
    );
    expect(ads.map(({ impressions }) => impressions)).toEqual([
      ['https://ads.test/1'],
      ['https://ads.test/2'],
    ]);
    expect(ads[0]?.linears).toEqual([]);
    expect(ads[1]?.linears.map(({ duration }) => duration)).toEqual([10]);
  });

  it('reads an empty document as no ad, with its own error addresses', () => {
    expect(read(EMPTY_VAST)).toEqual({
      ads: [],
      errors: [`${AD_ORIGIN}/track?event=error&code=[ERRORCODE]`],
    });
  });

  it.each([
    ['a document cut short', BROKEN_VAST],
    ['text that is not XML', 'oops'],
    ['nothing', ''],
    ['another XML document', '<?xml version="1.0"?><VMAP><Ad /></VMAP>'],
    ['an HTML page', '<html><body><VAST version="4.1" /></body></html>'],
  ])('does not read %s', (_what, text) => {
    expect(parseVast(text)).toBeNull();
  });

  it('reads each document the API’s sandbox ad server answers', () => {
    const origin = 'http://localhost:4000';
    const track = (event: string): string => `${origin}/sandbox/ads/track?ad=abc123&event=${event}`;
    const ad = onlyAd(sandboxVast(origin, 'abc123'));
    expect(ad.impressions).toEqual([track('impression')]);
    expect(ad.errors).toEqual([`${track('error')}&code=[ERRORCODE]`]);
    expect(ad.wrapper).toBeNull();
    expect(ad.linears).toHaveLength(1);
    const [linear] = ad.linears;
    expect(linear).toMatchObject({
      duration: 20,
      skipOffset: 5,
      clickThrough: `${origin}/sandbox/ads/click?ad=abc123`,
      mediaFiles: [{ url: `${origin}/sandbox/ads/creative.mp4`, type: 'video/mp4', delivery: 'progressive' }],
      clicks: [track('click')],
    });
    expect(linear?.events.map(({ event, url }) => [event, url])).toEqual(
      ['creativeView', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']
        .concat(['skip', 'pause', 'resume', 'mute', 'unmute'])
        .map((event) => [event, track(event)]),
    );
    expect(onlyAd(sandboxVast(origin, 'abc123', { live: true })).linears[0]?.skipOffset).toBeNull();
    expect(read(sandboxEmptyVast(origin, 'abc123'))).toEqual({
      ads: [],
      errors: [`${track('error')}&code=[ERRORCODE]`],
    });
  });
});

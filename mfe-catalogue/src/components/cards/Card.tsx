import type { ReactNode } from 'react';
import type { CardDisplay, CardType } from '@palco/contracts';
import { type CardTarget, isChannel } from '../../utils/card-href';
import { ChannelCard } from './ChannelCard';
import { ContentCard, type ImageLoading } from './ContentCard';

export interface CardProps {
  target: CardTarget;
  design: CardType;
  rank?: number;
  showProgress?: boolean;
  display?: CardDisplay;
  tabIndex?: number;
  imageLoading?: ImageLoading;
}

/** Any card of a rail or result list: channels as channel tiles, titles in the requested design. */
export function Card({
  target,
  design,
  rank,
  showProgress,
  display,
  tabIndex,
  imageLoading,
}: CardProps): ReactNode {
  if (isChannel(target))
    return <ChannelCard channel={target} tabIndex={tabIndex} imageLoading={imageLoading} />;
  // A title inside a channel-design rail has no logo to show; its landscape image stands in.
  const titleDesign = design === 'channel' ? 'thumbnail' : design;
  return (
    <ContentCard
      item={target}
      design={titleDesign}
      rank={rank}
      showProgress={showProgress}
      display={display}
      tabIndex={tabIndex}
      imageLoading={imageLoading}
    />
  );
}

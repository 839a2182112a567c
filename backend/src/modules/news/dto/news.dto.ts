import { ApiProperty } from '@nestjs/swagger';
import { News } from '../entities/news.entity';
import { renderNewsHtml } from '../news-html';

export enum NewsState {
  Draft = 'draft',
  Scheduled = 'scheduled',
  Published = 'published',
}

/** A news card as a dealer reads it on /news. */
export class NewsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  excerpt: string | null;

  @ApiProperty({ description: 'Bereinigtes HTML (Allow-List), Zeilenumbrüche als <br>' })
  contentHtml: string;

  @ApiProperty({ format: 'date-time', description: 'Veröffentlichungsdatum, sonst Erstellungsdatum' })
  date: string;

  @ApiProperty({ description: 'Vom Händler noch nicht gelesen' })
  unread: boolean;
}

export class NewsUnreadCountDto {
  @ApiProperty()
  count: number;
}

/** A news item in the back office, drafts and scheduled ones included. */
export class AdminNewsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  excerpt: string | null;

  @ApiProperty({ description: 'Bereinigtes HTML, wie es gespeichert ist' })
  content: string;

  @ApiProperty({ description: 'Bereinigtes HTML, wie Händler es sehen' })
  contentHtml: string;

  @ApiProperty()
  isPublished: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishDate: string | null;

  @ApiProperty({ enum: NewsState, enumName: 'NewsState' })
  state: NewsState;

  @ApiProperty({ description: 'Händler werden per E-Mail benachrichtigt, sobald die News sichtbar ist' })
  notifyDealers: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Beginn des E-Mail-Versands' })
  notifiedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  authorEmail: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export function newsStateOf(news: News, now: Date = new Date()): NewsState {
  if (!news.isPublished) return NewsState.Draft;
  return news.publishDate && news.publishDate > now ? NewsState.Scheduled : NewsState.Published;
}

export function toNewsDto(news: News, unread: boolean): NewsDto {
  return {
    id: news.id,
    title: news.title,
    excerpt: news.excerpt,
    contentHtml: renderNewsHtml(news.content),
    date: (news.publishDate ?? news.createdAt).toISOString(),
    unread,
  };
}

/** Needs `author` loaded. */
export function toAdminNewsDto(news: News): AdminNewsDto {
  return {
    id: news.id,
    title: news.title,
    excerpt: news.excerpt,
    content: news.content,
    contentHtml: renderNewsHtml(news.content),
    isPublished: news.isPublished,
    publishDate: news.publishDate?.toISOString() ?? null,
    state: newsStateOf(news),
    notifyDealers: news.notifyDealers,
    notifiedAt: news.notifiedAt?.toISOString() ?? null,
    authorEmail: news.author?.email ?? null,
    createdAt: news.createdAt.toISOString(),
    updatedAt: news.updatedAt.toISOString(),
  };
}

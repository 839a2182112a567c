import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Relation } from 'typeorm';
import { CreatedAt } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';
import { News } from './news.entity';

/** That a user has seen a news item: what is published and has no row here counts as unread. */
@Entity('news_reads')
@Index('ix_news_reads_news', ['newsId'])
export class NewsRead {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'uuid' })
  newsId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @ManyToOne(() => News, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'news_id' })
  news: Relation<News>;

  @CreatedAt()
  readAt: Date;
}

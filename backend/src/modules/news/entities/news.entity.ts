import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, Timestamp, UpdatedAt } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';

@Entity('news')
@Index('ix_news_published', ['isPublished', 'publishDate'])
export class News {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  excerpt: string | null;

  /** Sanitised HTML (allow-list) — see DECISIONS.md "Content". */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'boolean', default: false })
  isPublished: boolean;

  @Timestamp({ nullable: true })
  publishDate: Date | null;

  /** Whether all approved dealers get an e-mail once the item is visible. */
  @Column({ type: 'boolean', default: false })
  notifyDealers: boolean;

  /** When the e-mail to the dealers was started; null until then (at most once per item). */
  @Timestamp({ nullable: true })
  notifiedAt: Date | null;

  /** The last dealer profile the e-mail batches have reached: each batch continues exactly from here. */
  @Column({ type: 'uuid', nullable: true })
  notifyCursor: string | null;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id' })
  author: Relation<User> | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

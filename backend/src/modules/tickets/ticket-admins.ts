import { EntityManager } from 'typeorm';
import { Role } from '../../common/auth/role';
import { User } from '../users/entities/user.entity';

/** The administrators (id and address only), by address; with `userId` just that one if he is one. */
export function findAdmins(manager: EntityManager, userId?: string): Promise<Pick<User, 'id' | 'email'>[]> {
  const query = manager
    .createQueryBuilder(User, 'u')
    .select(['u.id', 'u.email'])
    .where(':role = ANY(u.roles)', { role: Role.Admin })
    .orderBy('u.email');
  if (userId) query.andWhere('u.id = :userId', { userId });
  return query.getMany();
}

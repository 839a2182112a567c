import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealersService } from './dealers.service';
import { DealerDocument } from './entities/dealer-document.entity';
import { DealerProfile } from './entities/dealer-profile.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DealerProfile, DealerDocument])],
  providers: [DealersService],
  exports: [DealersService],
})
export class DealersModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DiscountAdminController } from './discount-admin.controller';
import { DiscountCheckLimit } from './discount-check-limit';
import { DiscountCodeRow } from './discount-code.entity';
import { DiscountsController } from './discounts.controller';
import { DiscountsRepository } from './discounts.repository';
import { DiscountsService } from './discounts.service';

/** Discount codes, the welcome discount and the retention offer; DiscountsService prices orders' discounts. */
@Module({
  imports: [TypeOrmModule.forFeature([DiscountCodeRow])],
  controllers: [DiscountsController, DiscountAdminController],
  providers: [DiscountsService, DiscountsRepository, DiscountCheckLimit],
  exports: [DiscountsService],
})
export class DiscountsModule {}

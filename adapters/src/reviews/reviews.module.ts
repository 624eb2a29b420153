import { Module } from '@nestjs/common';
import {
  AddBouquetToCart,
  AddToCart,
  AdminReviewsQuery,
  CatalogueReadModel,
  Clock,
  CustomerReviewsQuery,
  FileStorage,
  ModerateReview,
  OrderReadModel,
  ProductReviewsQuery,
  RepeatOrder,
  ReviewReadModel,
  ReviewRepository,
  UnreferencedUploads,
  UploadReviewPhoto,
  WriteReview,
} from '@shop/application';
import { CartModule } from '../cart/cart.module';
import { useCaseProvider } from '../nest/use-case.provider';
import { AdminReviewsHttpController } from './admin-reviews.http.controller';
import { ProductReviewsHttpController } from './product-reviews.http.controller';
import { ReviewsHttpController } from './reviews.http.controller';

/** Reviews of handed-over orders (written, moderated, shown on product pages) and repeating an order. */
@Module({
  imports: [CartModule],
  controllers: [ReviewsHttpController, AdminReviewsHttpController, ProductReviewsHttpController],
  providers: [
    useCaseProvider(WriteReview, [OrderReadModel, ReviewRepository, Clock]),
    useCaseProvider(UploadReviewPhoto, [OrderReadModel, ReviewRepository, FileStorage, UnreferencedUploads]),
    useCaseProvider(ModerateReview, [ReviewRepository, ReviewReadModel, Clock]),
    useCaseProvider(CustomerReviewsQuery, [ReviewReadModel]),
    useCaseProvider(AdminReviewsQuery, [ReviewReadModel]),
    useCaseProvider(ProductReviewsQuery, [ReviewReadModel, CatalogueReadModel]),
    useCaseProvider(RepeatOrder, [OrderReadModel, AddToCart, AddBouquetToCart, CatalogueReadModel]),
  ],
  exports: [ProductReviewsQuery],
})
export class ReviewsModule {}

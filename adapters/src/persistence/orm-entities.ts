import { FlowerOrmEntity } from './catalogue/flower.orm-entity';
import { ProductOrmEntity } from './catalogue/product.orm-entity';
import { UserOrmEntity } from './users/user.orm-entity';

export const ORM_ENTITIES = [ProductOrmEntity, FlowerOrmEntity, UserOrmEntity];

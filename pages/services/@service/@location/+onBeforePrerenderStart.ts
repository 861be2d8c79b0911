import { serviceCityPaths } from '../../../../model/page-data/catalog';

export default () => [...serviceCityPaths];

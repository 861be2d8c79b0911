import { serviceCityPaths } from '../../../../model/catalog';

export default () => [...serviceCityPaths];

import { serviceCityPaths } from '../../../../model/urls';

export default () => [...serviceCityPaths];

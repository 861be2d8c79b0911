import { servicePaths } from '../../../model/urls';

export default () => [...servicePaths];

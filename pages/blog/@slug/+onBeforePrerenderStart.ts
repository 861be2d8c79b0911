import { urlsIn } from '../../../model/addresses';
import { languages } from '../../../model/languages';
import { postsIn } from '../../../model/posts';

// Both editions' articles: a French one may have no English twin (and the reverse).
export default () => languages.flatMap((language) => postsIn[language].map((post) => urlsIn[language].blogPost(post.slug)));

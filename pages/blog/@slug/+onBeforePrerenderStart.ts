import { posts } from '../../../model/posts';
import { urls } from '../../../model/urls';

export default () => posts.map((post) => urls.blogPost(post.slug));

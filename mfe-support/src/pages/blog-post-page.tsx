import { useParams } from 'react-router-dom';
import { Container } from '../components/container';
import { PageLayout } from '../components/page-layout';
import { BlogPostView } from '../features/blog/components/blog-post-view';
import { PostNotFound } from '../features/blog/components/post-not-found';
import { findBlogPost } from '../features/blog/utils/select-posts';

/** /blog/:id: one article, or a not-found page with a way back to the blog. */
export default function BlogPostPage() {
  const { id } = useParams();
  const post = findBlogPost(id);

  return (
    <PageLayout>
      <Container narrow>{post ? <BlogPostView post={post} /> : <PostNotFound />}</Container>
    </PageLayout>
  );
}

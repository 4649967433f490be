import { useParams } from 'react-router-dom';
import { Container } from '../components/container';
import { BlogPostView } from '../features/blog/components/blog-post-view';
import { PostNotFound } from '../features/blog/components/post-not-found';
import { useBlogDocumentTitle } from '../features/blog/hooks/use-blog-document-title';
import { findBlogPost } from '../features/blog/utils/select-posts';

/** /blog/:id: one article, or the site's not-found page with a way back to the blog. */
export default function BlogPostPage() {
  const { id } = useParams();
  const post = findBlogPost(id);
  useBlogDocumentTitle(post?.title ?? 'Article not found');

  if (!post) return <PostNotFound />;
  return (
    <Container narrow>
      <BlogPostView post={post} />
    </Container>
  );
}

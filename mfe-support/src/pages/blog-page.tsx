import { useSearchParams } from 'react-router-dom';
import { PageHero } from '@northvault/ui/page-hero';
import { Container } from '../components/container';
import { BLOG_INTRO } from '../features/blog/content/blog-intro';
import { NewsletterForm } from '../features/blog/components/newsletter-form';
import { PostListSection } from '../features/blog/components/post-list-section';
import { TopicGrid } from '../features/blog/components/topic-grid';
import { TopicResults } from '../features/blog/components/topic-results';
import { featuredPosts, latestPosts, topicFromSlug } from '../features/blog/utils/select-posts';

/** /blog: featured and latest articles (or one topic's, with `?topic=`), the newsletter and the topics. */
export default function BlogPage() {
  const [searchParams] = useSearchParams();
  const topic = topicFromSlug(searchParams.get('topic'));
  return (
    <>
      <PageHero eyebrow={BLOG_INTRO.eyebrow} title={BLOG_INTRO.title} lead={BLOG_INTRO.lead} />
      <Container>
        {topic ? (
          <TopicResults topic={topic} />
        ) : (
          <>
            <PostListSection title="Featured articles" posts={featuredPosts()} featured />
            <PostListSection title="Latest articles" posts={latestPosts()} />
          </>
        )}
        <NewsletterForm />
        <TopicGrid selected={topic} />
      </Container>
    </>
  );
}

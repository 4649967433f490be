import { Container } from '../components/container';
import { PageHero } from '@northvault/ui/page-hero';
import { NewsletterForm } from '../features/blog/components/newsletter-form';
import { PostListSection } from '../features/blog/components/post-list-section';
import { TopicGrid } from '../features/blog/components/topic-grid';
import { featuredPosts, latestPosts } from '../features/blog/utils/select-posts';

/** /blog: featured and latest articles, the newsletter and the topics. */
export default function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="Insights from the Northvault team"
        title="Northvault Blog"
        lead="Practical articles on integrating a banking API, launching under your own brand, webhooks, accounting sync, security and compliance."
      />
      <Container>
        <PostListSection title="Featured articles" posts={featuredPosts()} featured />
        <PostListSection title="Latest articles" posts={latestPosts()} />
        <NewsletterForm />
        <TopicGrid />
      </Container>
    </>
  );
}

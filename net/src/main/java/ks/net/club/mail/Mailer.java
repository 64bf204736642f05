package ks.net.club.mail;

/** Sends the club's e-mail. Implementations must not block the caller for long. */
public interface Mailer extends AutoCloseable {

    /** No e-mail at all: a club run without {@code --smtp}. */
    Mailer NONE = new Mailer() {
        @Override
        public void send(String to, String subject, String body) {
        }

        @Override
        public void close() {
        }
    };

    /** Queues one plain-text message to {@code to}. */
    void send(String to, String subject, String body);

    @Override
    void close();

    /** Through the SMTP server at {@code hostPort} ({@code HOST:PORT}, port 25 when left out), from {@code from}. */
    static Mailer smtp(String hostPort, String from) {
        return new SmtpMailer(hostPort, from);
    }
}

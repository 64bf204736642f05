package ks.net.club.mail;

import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

/**
 * E-mail through an SMTP server with Angus Mail (Jakarta Mail), sent from one thread of its own
 * so a slow mail server never holds up a game. A message that cannot be sent is logged and
 * dropped: the move it tells of is in the club either way.
 */
final class SmtpMailer implements Mailer {

    private static final Logger LOG = Logger.getLogger(SmtpMailer.class.getName());

    private final Session session;
    private final String from;
    private final ExecutorService sender = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
            new LinkedBlockingQueue<>(10_000), r -> {
                Thread t = new Thread(r, "ks-club-mail");
                t.setDaemon(true);
                return t;
            });

    SmtpMailer(String hostPort, String from) {
        int colon = hostPort.lastIndexOf(':');
        String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
        String port = colon < 0 ? "25" : hostPort.substring(colon + 1);
        if (host.isEmpty() || !port.matches("\\d{1,5}")) {
            throw new IllegalArgumentException("--smtp takes HOST:PORT, not '" + hostPort + "'");
        }
        Properties p = new Properties();
        p.put("mail.smtp.host", host);
        p.put("mail.smtp.port", port);
        p.put("mail.smtp.connectiontimeout", "10000");
        p.put("mail.smtp.timeout", "10000");
        p.put("mail.smtp.writetimeout", "10000");
        this.session = Session.getInstance(p);
        this.from = from;
    }

    @Override
    public void send(String to, String subject, String body) {
        try {
            sender.execute(() -> deliver(to, subject, body));
        } catch (RuntimeException e) {
            LOG.warning("e-mail to " + to + " dropped: " + e);
        }
    }

    private void deliver(String to, String subject, String body) {
        try {
            MimeMessage m = new MimeMessage(session);
            m.setFrom(new InternetAddress(from));
            m.setRecipient(Message.RecipientType.TO, new InternetAddress(to));
            m.setSubject(subject, StandardCharsets.UTF_8.name());
            m.setText(body, StandardCharsets.UTF_8.name());
            Transport.send(m);
        } catch (MessagingException e) {
            LOG.warning("cannot send e-mail to " + to + ": " + e.getMessage());
        }
    }

    @Override
    public void close() {
        sender.shutdown();
        try {
            sender.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

package ks.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Another program holding meeting ports, as a process of its own: it binds {@code address} on each TCP
 * port given, prints {@code holding} and, until its standard input ends, treats every call the way its
 * {@link Kind} says. Arguments: kind, address, TCP ports (comma-separated).
 */
public final class PortSquatter {
    /** How it treats a call. */
    enum Kind {
        /** Answers as a web server would, and hangs up. */
        GARBAGE,
        /** Says nothing and holds the call. */
        SILENT,
        /** Hangs up at once. */
        HANGUP,
        /** Sends back every byte. */
        ECHO,
        /** Greets as a ks waiting for another pair (carol for dave), then says nothing. */
        OTHER_GAME,
        /** Binds the port without listening: calls are refused. */
        BOUND
    }

    private PortSquatter() {
    }

    public static void main(String[] args) throws Exception {
        Kind kind = Kind.valueOf(args[0].toUpperCase(Locale.ROOT));
        InetAddress address = InetAddress.getByName(args[1]);
        List<AutoCloseable> held = new ArrayList<>();
        for (String port : args[2].split(",")) {
            InetSocketAddress at = new InetSocketAddress(address, Integer.parseInt(port));
            if (kind == Kind.BOUND) {
                Socket bound = new Socket();
                bound.bind(at);
                held.add(bound);
            } else {
                ServerSocket listener = new ServerSocket();
                listener.bind(at);
                held.add(listener);
                Thread thread = new Thread(() -> answer(listener, kind), "squatter-" + port);
                thread.setDaemon(true);
                thread.start();
            }
        }
        System.out.println("holding");
        System.out.flush();
        System.in.readAllBytes();
        for (AutoCloseable closeable : held) {
            closeable.close();
        }
    }

    private static void answer(ServerSocket listener, Kind kind) {
        List<Socket> kept = new ArrayList<>();
        try {
            while (true) {
                Socket call = listener.accept();
                Thread thread = new Thread(() -> treat(call, kind, kept));
                thread.setDaemon(true);
                thread.start();
            }
        } catch (IOException closed) {
            // the squatter is done
        }
    }

    private static void treat(Socket call, Kind kind, List<Socket> kept) {
        try {
            OutputStream out = call.getOutputStream();
            InputStream in = call.getInputStream();
            switch (kind) {
                case GARBAGE -> {
                    out.write("HTTP/1.0 400 Bad Request\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                    call.close();
                }
                case HANGUP -> call.close();
                case ECHO -> in.transferTo(out);
                case OTHER_GAME -> {
                    new FrameWriter(out).write(Hello.fresh("carol", "dave").encode());
                    in.transferTo(OutputStream.nullOutputStream());
                }
                default -> {
                    synchronized (kept) {
                        kept.add(call);
                    }
                    in.transferTo(OutputStream.nullOutputStream());
                }
            }
        } catch (IOException hungUp) {
            // the caller went away
        }
    }
}
